export interface FolderEdge {
  from: string;
  to: string;
  file: string;
  specifier: string;
}
export function folderOf(projectPath: string): string | undefined;
export function folderEdges(files?: string[], read?: (file: string) => string): FolderEdge[];
export function folderCycles(edges: FolderEdge[]): { folders: string[]; edges: FolderEdge[] }[];
export function projectSourceFiles(): string[];
