/** The part of Vite's build manifest read here: each module's chunk and the chunks that chunk imports. */
export type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The chunk files holding these modules and everything they import, each once, in load order. */
export function chunksOf(manifest: Manifest, modules: string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    if (!entry) throw new Error(`${key} is not in the build's manifest`);
    for (const imported of entry.imports ?? []) visit(imported);
    files.push(entry.file);
  };
  for (const name of modules) visit(name);
  return files;
}
