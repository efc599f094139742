// A highlighted code block (tokens come from the build) with an optional title and a copy button.
import { useRef, useState, type ReactNode } from 'react';
import { useMessages } from '../../messages-context.ts';

export function CodeBlock({ language, title, children }: { language: string; title?: string; children?: ReactNode }) {
  const messages = useMessages();
  const body = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const text = body.current?.querySelector('pre')?.textContent ?? '';
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 1000);
    } catch {
      // Clipboard refused (insecure context or permission): nothing to undo.
    }
  };
  return (
    <div className={`code-block language-${language}`}>
      {title && <div className="code-block__title">{title}</div>}
      <div className="code-block__body" ref={body}>
        {children}
        <button type="button" className="code-block__copy" aria-label={copied ? messages.copied : messages.copyCode} title={messages.copy} onClick={copy}>
          {copied ? messages.copied : messages.copy}
        </button>
      </div>
    </div>
  );
}
