export function prerenderedFileFor(pathname: string): string | undefined;
