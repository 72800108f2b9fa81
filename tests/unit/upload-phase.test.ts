import { describe, expect, it } from 'vitest';
import { phaseLabel, uploadPhase } from '../../src/islands/order-wizard/upload-phase';
import type { UploadJob } from '../../src/lib/upload-jobs';

const job = (status: UploadJob['status'], more: Partial<UploadJob> = {}) => ({ status, percent: 0, ...more });

describe('what the upload area says while a file is on its way', () => {
  it('is idle without a file, and once the file is stored (the area shows the file then)', () => {
    expect(uploadPhase(undefined)).toEqual({ kind: 'idle' });
    expect(uploadPhase(job('done', { percent: 100 }))).toEqual({ kind: 'idle' });
    expect(phaseLabel({ kind: 'idle' }, 'Vorderseite')).toBeNull();
  });

  it('says the photo is being checked, then warns when the check found a problem', () => {
    expect(phaseLabel(uploadPhase(job('checking')), 'Vorderseite')).toBe('Foto wird geprüft …');
    const warning = uploadPhase(job('warning', { problem: 'blurry' }));
    expect(warning).toEqual({ kind: 'warning', problem: 'blurry' });
    expect(phaseLabel(warning, 'Vorderseite')).toBeNull();
  });

  it('says "Foto wird verkleinert …" without a number while the photo is compressed, not 0 %', () => {
    const compressing = uploadPhase(job('compressing'));
    expect(compressing).toEqual({ kind: 'compressing' });
    expect(phaseLabel(compressing, 'Vorderseite')).toBe('Foto wird verkleinert …');
  });

  it('shows the real upload percentage once bytes move, naming the side (it may upload out of sight)', () => {
    const uploading = uploadPhase(job('uploading', { percent: 42 }));
    expect(uploading).toEqual({ kind: 'uploading', percent: 42 });
    expect(phaseLabel(uploading, 'Vorderseite')).toBe('Vorderseite wird hochgeladen …');
    expect(phaseLabel(uploadPhase(job('retrying')), 'Rückseite')).toBe(
      'Rückseite: Verbindung unterbrochen – neuer Versuch …',
    );
  });

  it('reports a failure, with a retry only when there is something to send again', () => {
    expect(uploadPhase(job('failed', { canRetry: true, error: 'x' }))).toEqual({ kind: 'failed', canRetry: true });
    expect(uploadPhase(job('failed', { error: 'x' }))).toEqual({ kind: 'failed', canRetry: false });
    expect(phaseLabel({ kind: 'failed', canRetry: true }, 'Vorderseite')).toBeNull();
  });
});
