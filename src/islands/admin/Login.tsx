import { useState } from 'react';
import { Field } from '../shared/Field';
import { adminSend } from './admin-api';

/** Password and the current code of the operator's authenticator app. */
export function Login({ onDone }: { onDone: (email: string) => void }) {
  const [form, setForm] = useState({ email: '', password: '', totp: '' });
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="mx-auto max-w-sm"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const result = await adminSend<{ email: string }>('POST', '/api/admin/session', form);
        if (result.ok) onDone(result.data.email);
        else setError(result.message);
      }}
    >
      <h2 className="mb-4 text-2xl font-bold">Anmelden</h2>
      {error && (
        <p role="alert" className="mb-4 font-semibold text-red-700">
          {error}
        </p>
      )}
      <Field
        id="admin-email"
        label="E-Mail-Adresse"
        type="email"
        autoComplete="username"
        value={form.email}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, email: e.target.value })}
      />
      <Field
        id="admin-password"
        label="Passwort"
        type="password"
        autoComplete="current-password"
        value={form.password}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, password: e.target.value })}
      />
      <Field
        id="admin-totp"
        label="Code aus der Authenticator-App"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={form.totp}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, totp: e.target.value })}
      />
      <button type="submit" className="btn-primary w-full">
        Anmelden
      </button>
    </form>
  );
}
