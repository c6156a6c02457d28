export function prerenderedFileFor(pathname: string): string | undefined;
export function prerenderedPathsIn(distDir: string): string[];
