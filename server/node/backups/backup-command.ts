import { execFile } from 'node:child_process';

// BACKUP_COMMAND (docs/backups.md): the administrator's own command that takes each new copy elsewhere — another
// disk, rclone, scp. The path goes to the shell as an argument ("$1"), never spliced into the command's text, so no
// file name can run anything. The command gets the path at its end, or wherever it writes "$1" itself.

const COMMAND_TIMEOUT_MS = 60 * 60 * 1000;

export function backupScript(command: string): string {
  return /\$\{?1\}?/.test(command) ? command : `${command} "$1"`;
}

/** Runs the command for the copy; rejects (in Russian, with the command's last words) when it fails. */
export function runBackupCommand(command: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // $0 is what the shell calls itself in its own error messages.
    execFile(
      'sh',
      ['-c', backupScript(command), 'BACKUP_COMMAND', file],
      { timeout: COMMAND_TIMEOUT_MS, maxBuffer: 1024 * 1024 },
      (error, stdout, stderr) => {
        if (!error) return resolve();
        const words = `${stderr}`.trim() || `${stdout}`.trim();
        const tail = words.split('\n').slice(-3).join(' / ');
        const reason = error.killed ? 'не завершилась за час' : `завершилась с кодом ${error.code ?? '?'}`;
        reject(new Error(`BACKUP_COMMAND ${reason}${tail ? `: ${tail}` : ''}`));
      },
    );
  });
}
