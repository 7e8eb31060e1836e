// After `npm install` from the lock (CI's fallback when `npm ci` refuses it): every package the lock names must
// still be there at the same version and integrity. npm may add entries for optional packages of other platforms
// (rollup's and unrs-resolver's native builds) that the lock left out; nothing else may change.
const fs = require('node:fs');
const [beforeFile, afterFile] = process.argv.slice(2);
const before = JSON.parse(fs.readFileSync(beforeFile, 'utf8')).packages;
const after = JSON.parse(fs.readFileSync(afterFile, 'utf8')).packages;
const changed = Object.entries(before)
  .filter(([name, entry]) => !after[name] || after[name].version !== entry.version || after[name].integrity !== entry.integrity)
  .map(([name]) => name);
const added = Object.entries(after)
  .filter(([name, entry]) => !(name in before) && !entry.optional)
  .map(([name]) => name);
if (changed.length || added.length) {
  console.error(`npm install changed the lock: changed ${changed.join(', ') || 'none'}; added ${added.join(', ') || 'none'}`);
  process.exit(1);
}
