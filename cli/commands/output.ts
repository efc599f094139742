// Terminal conventions: colour only on a TTY, and never when NO_COLOR is set.
export function useColor(stream: NodeJS.WriteStream): boolean {
  return Boolean(stream.isTTY) && !process.env.NO_COLOR;
}
