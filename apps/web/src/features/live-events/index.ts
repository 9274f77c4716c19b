export { useLiveEvents } from './use-live-events';
export { COUNT_QUERY_KEYS, queryKeysForEvent, type TLiveEventName } from './live-event-keys';
