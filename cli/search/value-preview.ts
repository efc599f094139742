// The start of a request's value, as JSON, for an error message that shows what was sent. A value
// comes from a stranger's body: JSON.stringify of a list nested 300,000 deep overflows the stack (a
// getObjects body made `serve` answer 500 so), and of a megabyte list copies it whole to show 60
// characters. This writes at most about `max` characters, so it goes no deeper than that either.

/** `value` as JSON, cut after `max` characters with an ellipsis. */
export function valuePreview(value: unknown, max = 60): string {
  let out = '';
  const full = () => out.length > max;
  const write = (item: unknown): void => {
    if (Array.isArray(item)) {
      out += '[';
      for (let i = 0; i < item.length && !full(); i++) {
        if (i > 0) out += ',';
        write(item[i]);
      }
      out += ']';
    } else if (typeof item === 'object' && item !== null) {
      out += '{';
      let first = true;
      for (const key in item) {
        if (full()) break;
        if (!Object.hasOwn(item, key)) continue;
        out += `${first ? '' : ','}${JSON.stringify(key.slice(0, max + 1))}:`;
        first = false;
        write((item as Record<string, unknown>)[key]);
      }
      out += '}';
    } else {
      // Only as much of a long text as can be shown.
      out += JSON.stringify(typeof item === 'string' ? item.slice(0, max + 1) : item) ?? String(item);
    }
  };
  write(value);
  return out.length > max ? `${out.slice(0, max)}…` : out;
}
