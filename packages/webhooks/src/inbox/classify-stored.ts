import { hash } from 'node:crypto';
import { classify, classificationPointerSet } from '../core/classify.js';
import { scanJson } from '../core/json-scan.js';

/** Classifies a stored body afresh, as receiving it would (replay, release and recovery go through it). */
export function classifyStored(body: Buffer, maxDepth = 64) {
  return classify(scanJson(body, { pointers: [], pointerSet: classificationPointerSet, maxDepth }), () =>
    hash('sha256', body, 'base64url'),
  );
}
