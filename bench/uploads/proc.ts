import { readFileSync, writeFileSync } from 'node:fs';

/** A line of /proc/<pid>/status in kB (VmRSS: resident now; VmHWM: the most since start or the last reset). */
export function procStatusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match?.[1]) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(match[1]);
}

/** Resets the process's VmHWM to its VmRSS (Linux 4.0+, a process of the same user); false when refused. */
export function resetPeakRss(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}
