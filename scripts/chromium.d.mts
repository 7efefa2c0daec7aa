export const INSTALL_HINT: string;
export function findChromium(): string | null;
export function installPlan(
  machine: { isRoot: boolean; hasAptGet: boolean; sudoWithoutPassword: boolean },
  pkg?: string | string[],
): string[][] | null;
export interface Machine {
  find(): string | null;
  isRoot(): boolean;
  hasAptGet(): boolean;
  sudoWithoutPassword(): boolean;
  run(command: string, args: string[]): boolean;
  log(line: string): void;
}
export function ensureChromium(machine?: Machine): string | null;
/** A Debian package a step needs, and how to find it installed. */
export interface Need {
  pkg: string;
  find: () => string | null;
}
export function missingPackages(needs: Need[], machine?: Machine): { missing: Need[]; plan: string[][] | null };
export function ensureDebianPackages(needs: Need[], machine?: Machine): boolean;
export const CHROMIUM_ARGS: string[];
