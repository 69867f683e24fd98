import { Camera, Trash2 } from 'lucide-react';
import { useId, useRef, type ChangeEvent } from 'react';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, formatMegabytes } from '../../../../shared/file-types';
import { useRemoveAvatar } from '../../../api/profile/remove-avatar';
import { useUploadAvatar } from '../../../api/profile/upload-avatar';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';

// A no-break space keeps "5 MB" on one line.
const TYPES_HINT = `PNG, JPEG, WebP or GIF, up to ${formatMegabytes(AVATAR_MAX_BYTES).replace(' ', '\u00a0')}.`;

/** Early feedback before uploading; the server checks the bytes themselves. */
export function avatarFileProblem(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
    return 'Please choose a PNG, JPEG, WebP or GIF image.';
  }
  if (file.size > AVATAR_MAX_BYTES) {
    return `The photo is too large: it can be at most ${formatMegabytes(AVATAR_MAX_BYTES)}.`;
  }
  return null;
}

/** The parent's photo with upload and remove; each change is saved at once. */
export function AvatarPicker({ avatarUrl, letter }: { avatarUrl: string | null; letter: string }) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const busy = upload.isPending || remove.isPending;

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file can be picked again after a failure.
    event.target.value = '';
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) return notify.error('Avatar upload failed', problem);
    upload.mutate(file, {
      onSuccess: () => notify.success('Photo uploaded'),
      onError: (error) => notify.error('Avatar upload failed', errorMessage(error)),
    });
  }

  function onRemove() {
    remove.mutate(undefined, {
      onSuccess: () => notify.success('Photo removed'),
      onError: (error) => notify.error('Failed to save profile', errorMessage(error)),
    });
  }

  return (
    <div className="flex items-center gap-4">
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft text-3xl font-extrabold text-primary-hover ring-4 ring-primary-tint">
        {avatarUrl ? (
          // The parent's own photo is the content here, so its name says "photo".
          // eslint-disable-next-line jsx-a11y/img-redundant-alt
          <img src={avatarUrl} alt="Your profile photo" className="size-full object-cover" />
        ) : (
          <span aria-hidden>{letter}</span>
        )}
      </div>
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap gap-x-2 gap-y-1">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            onChange={onFile}
            disabled={busy}
            aria-describedby={hintId}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            aria-disabled={busy || undefined}
            className={
              'inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border border-line bg-white px-4 text-[15px] font-semibold text-ink shadow-xs hover:bg-stone-50 ' +
              'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary ' +
              'aria-disabled:cursor-not-allowed aria-disabled:opacity-60'
            }
          >
            <Camera aria-hidden className="size-4" />
            {upload.isPending ? 'Uploading...' : avatarUrl ? 'Change photo' : 'Upload photo'}
          </label>
          {avatarUrl && (
            <Button
              variant="ghost"
              onClick={onRemove}
              busy={remove.isPending}
              disabled={busy}
              className="px-3"
            >
              {!remove.isPending && <Trash2 aria-hidden className="size-4" />}
              Remove photo
            </Button>
          )}
        </div>
        <p id={hintId} className="text-sm text-muted">
          {TYPES_HINT}
        </p>
      </div>
    </div>
  );
}
