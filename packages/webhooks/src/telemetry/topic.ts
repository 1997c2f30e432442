// A topic as a metric label or span name: one of the contract's event names, else `other`, so that a payload can
// never mint new label values or span names.
import { dispatchedEventNames } from '../core/contract.gen.js';

const knownTopics = new Set<string>(dispatchedEventNames);

export const topicLabel = (topic: string | null): string => (topic && knownTopics.has(topic) ? topic : 'other');
