/**
 * Promises the repository makes in its README and package.json, checked against what is really there:
 * every configuration variable the README lists is read by the server, and every installed dependency runs on the
 * Node.js version the README names (the minimum of the root `engines.node`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from './config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const rootPackage = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } };

/** The variables named in the first column of the README's configuration table. */
function readmeVariables(): string[] {
  const section = readme.split(/^## Configuration/m)[1]?.split(/^## /m)[0] ?? '';
  const names = new Set<string>();
  for (const line of section.split('\n')) {
    const firstCell = /^\|([^|]*)\|/.exec(line)?.[1] ?? '';
    for (const m of firstCell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(m[1]!);
  }
  return [...names];
}

/** Every package.json under node_modules (nested ones included), with its engines.node. */
function installedEngines(dir: string, out: Array<{ name: string; range: string }> = []): Array<{ name: string; range: string }> {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir)) {
    if (entry.startsWith('.')) continue;
    const full = path.join(dir, entry);
    if (entry.startsWith('@')) {
      installedEngines(full, out);
      continue;
    }
    const manifest = path.join(full, 'package.json');
    if (fs.existsSync(manifest)) {
      try {
        const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string; version?: string; engines?: { node?: unknown } };
        if (typeof pkg.engines?.node === 'string') out.push({ name: `${pkg.name}@${pkg.version}`, range: pkg.engines.node });
      } catch {
        // A fixture file named package.json that is not JSON: not a package.
      }
    }
    installedEngines(path.join(full, 'node_modules'), out);
  }
  return out;
}

describe('the README and package.json keep their promises', () => {
  it('every configuration variable the README lists is read by the server', () => {
    const listed = readmeVariables();
    expect(listed.length).toBeGreaterThan(15);
    const source = fs.readFileSync(path.join(root, 'apps/server/src/main.ts'), 'utf8');
    const unread = listed.filter((name) => !CONFIG_VARIABLES.includes(name) && !source.includes(`process.env.${name}`));
    expect(unread).toEqual([]);
  });

  it('names the Node.js version that package.json engines require', () => {
    const named = /Node\.js (\d+\.\d+(?:\.\d+)?)/.exec(readme)?.[1];
    expect(named, 'the README names a Node.js version').toBeDefined();
    expect(semver.minVersion(rootPackage.engines.node)?.version).toBe(semver.coerce(named!)?.version);
  });

  it('every installed dependency runs on that Node.js version', () => {
    const minimum = semver.minVersion(rootPackage.engines.node)!;
    const packages = installedEngines(path.join(root, 'node_modules'));
    expect(packages.length).toBeGreaterThan(100);
    const refusing = packages.filter((p) => semver.validRange(p.range) && !semver.satisfies(minimum, p.range)).map((p) => `${p.name} needs node ${p.range}`);
    expect(refusing).toEqual([]);
  });
});
