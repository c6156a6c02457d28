/** Only same-app paths are honoured as redirect hints, never another origin. */
export function safeRedirect(target: string | null | undefined): string | undefined {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return undefined;
  return target;
}
