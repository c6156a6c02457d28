export function appOutDir(mode: string): string;
export function prerenderOutDir(mode: string): string;
