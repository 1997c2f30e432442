// Reconciliation reads a 400 or 404 on an applicant's report URL as "no report yet": that is an x-assumption of the
// contract (downloadApplicantReport), so `trs gaps report` checks it against recorded traffic like every other one.
import { describe, expect, it } from 'vitest';
import { analyzeAnswer, buildGapsReport, contract, type Observation } from '../src/index.js';

const probe = contract.operations.find((o) => o.operationId === 'downloadApplicantReport')!;
const observed = (status: number): Observation => ({
  location: { document: 'openapi', operationId: 'downloadApplicantReport', status },
  findings: analyzeAnswer(probe, status, status < 300 ? 'application/pdf' : null, undefined),
});
const probeAssumption = (observations: Observation[]) =>
  buildGapsReport(observations).gaps.find(
    (gap) => gap.kind === 'assumption' && gap.text.includes('Reconciliation (@trs/reconcile) probes this URL'),
  );

describe('the reconcile probe of an applicant report, as an assumption of the contract', () => {
  it('is in the register, placed on downloadApplicantReport', () => {
    const gap = probeAssumption([]);
    expect(gap?.places.join(' ')).toMatch(/downloadApplicantReport/);
    expect(gap?.verdict).toBe('not-observed');
  });

  it('is confirmed by recorded 404 and 400 answers, and contradicted by another status for a missing report', () => {
    expect(probeAssumption([observed(404), observed(400), observed(200)])?.verdict).toBe('confirmed');
    const contradicted = probeAssumption([observed(404), observed(409)]);
    expect(contradicted?.verdict).toBe('contradicted');
    expect(contradicted?.findings.map((f) => f.finding.kind)).toEqual(['undocumented-status']);
  });
});
