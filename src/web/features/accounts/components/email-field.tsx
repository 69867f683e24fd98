import { TextField } from '../../../components/ui/field';

/** The e-mail field of the auth forms; the typed e-mail is kept across their modes. */
export function EmailField({
  value,
  onValueChange,
  error,
}: {
  value: string;
  onValueChange: (email: string) => void;
  error: string | undefined;
}) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      placeholder="you@example.com"
      value={value}
      onValueChange={onValueChange}
      error={error}
      required
    />
  );
}
