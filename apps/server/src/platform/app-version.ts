/** The version App/Status reports: APP_VERSION when set (CI stamps it), else the server package version. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let packageVersion: string | undefined;

export function appVersion(configured: string | undefined): string {
  if (configured) return configured;
  if (packageVersion === undefined) {
    try {
      const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../package.json');
      packageVersion = (JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string }).version ?? '0.0.0';
    } catch {
      packageVersion = '0.0.0';
    }
  }
  return packageVersion;
}
