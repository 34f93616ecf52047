/**
 * preact/compat gives every event it hands to a component isDefaultPrevented() and
 * isPropagationStopped(), as React's synthetic events have. The search box's autocomplete
 * (Zepto inside @easyops-cn/autocomplete.js) takes an event with isDefaultPrevented() for
 * one it has already wrapped and then calls its isImmediatePropagationStopped(), which
 * only its own wrapper adds. This adds that method too, tracking stopImmediatePropagation().
 */
import { options } from 'preact';

type CompatEvent = Event & { isImmediatePropagationStopped?: () => boolean };

export function withImmediatePropagationState<E extends CompatEvent>(
  event: E,
): E & Required<CompatEvent> {
  if (event.isImmediatePropagationStopped) return event as E & Required<CompatEvent>;
  let stopped = false;
  const stop = event.stopImmediatePropagation.bind(event);
  event.stopImmediatePropagation = () => {
    stopped = true;
    stop();
  };
  return Object.assign(event, { isImmediatePropagationStopped: () => stopped });
}

const previousHook = options.event;
options.event = (event) =>
  withImmediatePropagationState(previousHook ? previousHook(event) : event);
