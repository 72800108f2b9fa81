// The answer to one button on /status (a fresh link, the SMS opt-out, a link for the second person):
// announced as an alert or a status, focused so keyboard and screen reader users land on it, and
// present but empty until there is an answer, so the live region exists before it speaks.
import { useRef, useState } from 'react';

export interface ActionMessageValue {
  text: string;
  error: boolean;
}

export function useActionMessage() {
  const [message, setMessage] = useState<ActionMessageValue | null>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  function say(value: ActionMessageValue) {
    setMessage(value);
    requestAnimationFrame(() => messageRef.current?.focus());
  }
  return { message, messageRef, say };
}

export function ActionMessage({ message, messageRef }: ReturnType<typeof useActionMessage>) {
  return (
    <p
      ref={messageRef}
      tabIndex={-1}
      role={message?.error ? 'alert' : 'status'}
      className={
        message
          ? `mt-4 rounded-lg border-l-4 p-4 ${message.error ? 'border-red-700 bg-red-50 text-red-900' : 'border-brand-700 bg-brand-50 text-brand-900'}`
          : 'sr-only'
      }
    >
      {message?.text}
    </p>
  );
}
