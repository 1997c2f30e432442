// The strict view of each webhook message as the provider sends it (every object closed), from @trs/validators.
// Everything the sandbox sends is checked through this one import.
export { validateSentEvent, assertSentEvent } from '@trs/validators';
