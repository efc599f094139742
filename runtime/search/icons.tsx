// The search UI's icons (drawn after DocSearch v3's). Decorative unless given a label.

const common = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.4, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export function MagnifierIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z" {...common} />
    </svg>
  );
}

export function SpinnerIcon() {
  return (
    <svg viewBox="0 0 38 38" width="20" height="20" stroke="currentColor" strokeOpacity=".5" aria-hidden="true">
      <g fill="none" fillRule="evenodd">
        <g transform="translate(1 1)" strokeWidth="2">
          <circle strokeOpacity=".3" cx="18" cy="18" r="18" />
          <path d="M36 18c0-9.94-8.06-18-18-18">
            <animateTransform attributeName="transform" type="rotate" from="0 18 18" to="360 18 18" dur="1s" repeatCount="indefinite" />
          </path>
        </g>
      </g>
    </svg>
  );
}

export function ResetIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path d="M10 10l5.09-5.09L10 10l5.09 5.09L10 10zm0 0L4.91 4.91 10 10l-5.09 5.09L10 10z" {...common} />
    </svg>
  );
}

export function SourceIcon({ type }: { type: string }) {
  if (type === 'lvl1')
    return (
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
        <path d="M17 6v12c0 .52-.2 1-1 1H4c-.7 0-1-.33-1-1V2c0-.55.42-1 1-1h8l5 5zM14 8h-3.13c-.51 0-.87-.34-.87-.87V4" {...common} />
      </svg>
    );
  if (type === 'content')
    return (
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
        <path d="M17 5H3h14zm0 5H3h14zm0 5H3h14z" {...common} />
      </svg>
    );
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path d="M13 13h4-4V8H7v5h6v4-4H7V8H3h4V3v5h6V3v5h4-4v5zm-6 0v4-4H3h4z" {...common} />
    </svg>
  );
}

export function TreeIcon() {
  return (
    <svg className="DocSearch-Hit-Tree" viewBox="0 0 24 54" aria-hidden="true">
      <path d="M8 6v21M20 27H8.3" {...common} />
    </svg>
  );
}

export function SelectIcon() {
  return (
    <svg className="DocSearch-Hit-Select-Icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path d="M18 3v4c0 2-2 4-4 4H2M8 17l-6-6 6-6" {...common} />
    </svg>
  );
}

export function RecentIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path d="M3.18 6.6a8.23 8.23 0 1112.93 9.94h0a8.23 8.23 0 01-11.63 0M6.44 7.25H2.55V3.36M10.45 6v5.6M10.45 11.6L13 13" {...common} />
    </svg>
  );
}

export function StarIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path d="M10 14.2L5 17l1-5.6-4-4 5.5-.7 2.5-5 2.5 5 5.6.8-4 4 .9 5.5z" {...common} />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path d="M10 10l5.09-5.09L10 10l5.09 5.09L10 10zm0 0L4.91 4.91 10 10l-5.09 5.09L10 10z" {...common} />
    </svg>
  );
}

export function NoResultsIcon() {
  return (
    <svg width="40" height="40" viewBox="0 0 20 20" aria-hidden="true">
      <path d="M15.5 4.8c2 3 1.7 7-1 9.7h0l4.3 4.3-4.3-4.3a7.8 7.8 0 01-9.8 1m-2.2-2.2A7.8 7.8 0 0113.2 2.4M2 18L18 2" {...common} />
    </svg>
  );
}

export function ErrorIcon() {
  return (
    <svg width="40" height="40" viewBox="0 0 20 20" aria-hidden="true">
      <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" {...common} />
    </svg>
  );
}

/** A key cap drawing with its name for screen readers (the footer's key hints). */
export function KeyIcon({ label, path }: { label: string; path: string }) {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" role="img" aria-label={label}>
      <path d={path} {...common} strokeWidth={1.2} />
    </svg>
  );
}

export const KEY_PATHS = {
  enter: 'M12 3.53088v3c0 1-1 2-2 2H4M7 11.53088l-3-3 3-3',
  down: 'M7.5 3.5v8M10.5 8.5l-3 3-3-3',
  up: 'M7.5 11.5v-8M10.5 6.5l-3-3-3 3',
  left: 'M11.5 7.5h-8M6.5 4.5l-3 3 3 3',
  right: 'M3.5 7.5h8M8.5 4.5l3 3-3 3',
  escape: 'M13.6167 8.936c-.1065.3583-.6883.962-1.4875.962-.7993 0-1.653-.9165-1.653-2.1258v-.5678c0-1.2548.7896-2.1016 1.653-2.1016.8634 0 1.3601.4778 1.4875 1.0724M9 6c-.1352-.4735-.7506-.9219-1.46-.8972-.7092.0246-1.344.57-1.344 1.2166s.4198.8812 1.3445.9805C8.465 7.3992 8.968 7.9337 9 8.5c.032.5663-.454 1.398-1.4595 1.398C6.6593 9.898 6 9 5.963 8.4851m-1.4748.5368c-.2635.5941-.8099.876-1.5443.876s-1.7073-.6248-1.7073-2.204v-.4603c0-1.0416.721-2.131 1.7073-2.131.9864 0 1.6425 1.031 1.5443 2.2492h-2.956',
} as const;
