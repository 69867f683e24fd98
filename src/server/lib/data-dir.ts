import fs from 'node:fs';
import path from 'node:path';

/**
 * What this process creates is its own: folders 0700, files 0600. The embedded database holds
 * kids' medical notes and emergency contacts, and uploads hold their documents; no other user of
 * the machine reads them.
 */
const PRIVATE_UMASK = 0o077;
const GROUP_OR_OTHER = 0o077;

export type Tightened = { folders: number; files: number };

/**
 * Makes the data folder private before anything is written in it: sets the process's umask so
 * every later file and folder is created without group or other access, creates the folder 0700,
 * and takes group and other access off whatever an earlier version left in it. Returns what it
 * had to tighten, for the caller to warn about.
 */
export function makeDataDirPrivate(dataDir: string): Tightened {
  process.umask(PRIVATE_UMASK);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  return makePrivate(dataDir);
}

/**
 * Takes group and other access off `dir` and everything under it (symbolic links are left alone,
 * never followed). PGlite sets the modes of the files it writes itself (a new database's files
 * are 0666, whatever the umask), so the server runs this on its folder once it is open.
 */
export function makePrivate(dir: string): Tightened {
  const tightened: Tightened = { folders: 0, files: 0 };
  const visit = (entry: string) => {
    const stat = fs.lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & GROUP_OR_OTHER) !== 0) {
      fs.chmodSync(entry, stat.mode & 0o700);
      if (stat.isDirectory()) tightened.folders += 1;
      else tightened.files += 1;
    }
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dir);
  return tightened;
}

/**
 * The warning for a data folder other users could get into (a folder of it open to them), or
 * null. Files alone are not worth one: inside private folders nobody else reaches them.
 */
export function tightenedWarning(dataDir: string, { folders, files }: Tightened): string | null {
  if (folders === 0) return null;
  return (
    `The data folder ${dataDir} was open to other users of this machine: ` +
    `${folders} folder(s) and ${files} file(s) are now private to this user (0700 and 0600).`
  );
}
