export function prerenderedFileFor(pathname: string): string | undefined;
export function prerenderedPathsIn(distDir: string): string[];
export const PRERENDERED_PROFILE_FILE: string;
export function prerenderedWithProfile(distDir: string, flagsProfile: string): boolean;
