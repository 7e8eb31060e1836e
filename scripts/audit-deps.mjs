#!/usr/bin/env node
/**
 * `npm run audit:deps`: the dependency audit. First `npm audit --omit=dev --audit-level=high` (the registry's
 * advisory database). Where the registry refuses it (the build machine answers 405), say so, and run the checks
 * that need no network on package-lock.json, which CI runs every time:
 *   - every package comes from the npm registry (no git, file or tarball URLs slipped in);
 *   - only the packages allowed below run install scripts (a new one is how most npm attacks start);
 *   - no version known to have been published by an attacker (the 2025 hijacks; docs/SECURITY.md).
 * Exit 1 on a finding.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const offlineOnly = process.argv.includes('--offline');

// Native modules that build or download their binary at install; reviewed in docs/SECURITY.md.
const INSTALL_SCRIPTS_ALLOWED = new Set(['better-sqlite3', 'esbuild']);

// Versions published by attackers with stolen maintainer tokens (September 2025: the "debug/chalk" hijack and
// the Shai-Hulud worm's first wave), as listed in the maintainers' and GitHub's advisories.
const COMPROMISED = {
  debug: ['4.4.2'], chalk: ['5.6.1'], 'ansi-styles': ['6.2.2'], 'supports-color': ['10.2.1'], 'strip-ansi': ['7.1.1'],
  'ansi-regex': ['6.2.1'], 'wrap-ansi': ['9.0.1'], 'color-convert': ['3.1.1'], 'color-name': ['2.0.1'],
  'is-arrayish': ['0.3.3'], 'slice-ansi': ['7.1.1'], 'error-ex': ['1.3.3'], 'simple-swizzle': ['0.2.3'],
  'color-string': ['2.1.1'], 'has-ansi': ['6.0.1'], 'supports-hyperlinks': ['4.1.1'], 'chalk-template': ['1.1.1'],
  backslash: ['0.2.1'], '@ctrl/tinycolor': ['4.1.1', '4.1.2'], 'eslint-config-prettier': ['8.10.1', '9.1.1', '10.1.6', '10.1.7'],
  'eslint-plugin-prettier': ['4.2.2', '4.2.3'], synckit: ['0.11.9'], '@pkgr/core': ['0.2.8'], 'napi-postinstall': ['0.3.1'],
  is: ['3.3.1', '5.0.0'],
};

let findings = 0;
const report = (message) => {
  findings += 1;
  console.log(`  FINDING ${message}`);
};

if (!offlineOnly) {
  const audit = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high'], { cwd: root, encoding: 'utf8' });
  const output = `${audit.stdout}${audit.stderr}`;
  if (/405|ENOTFOUND|ECONNREFUSED|EAI_AGAIN|audit endpoint returned an error/.test(output)) {
    console.log('npm audit: the registry refused the advisory request here; running the offline checks only.');
  } else {
    console.log(audit.stdout.trim());
    if (audit.status !== 0) report('npm audit reports a high or critical advisory (above)');
  }
}

const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const packages = Object.entries(lock.packages).filter(([key]) => key !== '');
const nameOf = (key) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

for (const [key, info] of packages) {
  const name = nameOf(key);
  if (info.link) report(`${key} is a link, not a registry package`);
  else if (info.resolved && !info.resolved.startsWith('https://registry.npmjs.org/')) report(`${name} comes from ${info.resolved}`);
  if (info.hasInstallScript && !INSTALL_SCRIPTS_ALLOWED.has(name)) report(`${name}@${info.version} runs an install script`);
  if (COMPROMISED[name]?.includes(info.version)) report(`${name}@${info.version} is a version published by an attacker`);
}
console.log(`lock file: ${packages.length} packages checked (sources, install scripts, known-compromised versions).`);
console.log(findings === 0 ? 'audit: no finding' : `audit: ${findings} finding(s)`);
process.exit(findings === 0 ? 0 : 1);
