import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';

export type Notice = { kind: 'error' | 'success'; text: string } | null;

/** Runs one billing command at a time and keeps its outcome as a message for the section. */
export function useCommand() {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  async function run(work: () => Promise<unknown>, done?: string) {
    setBusy(true);
    setNotice(null);
    try {
      await work();
      if (done) setNotice({ kind: 'success', text: done });
      return true;
    } catch (err) {
      setNotice({ kind: 'error', text: errorMessage(err) });
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, notice, run };
}
