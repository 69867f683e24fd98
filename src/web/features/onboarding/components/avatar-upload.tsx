import { Camera, UserRound } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, formatMegabytes } from '../../../../shared/file-types';
import { useUploadAvatar } from '../../../api/profile/upload-avatar';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';

const ACCEPT = AVATAR_TYPES.join(',');

/** An early check of the chosen file (the server checks the bytes themselves). */
export function avatarFileProblem(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
    return 'Please choose a PNG, JPEG, WebP or GIF image.';
  }
  if (file.size > AVATAR_MAX_BYTES) {
    return `The photo must be ${formatMegabytes(AVATAR_MAX_BYTES)} or smaller.`;
  }
  return null;
}

/** The parent's photo: shows the current one and uploads a new one as soon as it is chosen. */
export function AvatarUpload({ avatarUrl }: { avatarUrl: string | null }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  // The photo just uploaded, from the file itself: the server's URL may not change between uploads.
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) return notify.error('Avatar upload failed', problem);
    upload.mutate(file, {
      onSuccess: () => {
        setPreview(URL.createObjectURL(file));
        notify.success('Photo uploaded');
      },
      onError: (error) => notify.error('Avatar upload failed', errorMessage(error)),
    });
  }

  const src = preview ?? avatarUrl;
  return (
    <div className="flex items-center gap-4">
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft text-primary-hover ring-4 ring-white shadow-md">
        {src ? (
          // The parent's own photo is the content here, so its name says "photo".
          // eslint-disable-next-line jsx-a11y/img-redundant-alt
          <img src={src} alt="Your profile photo" className="size-full object-cover" />
        ) : (
          <UserRound aria-hidden className="size-9" />
        )}
      </div>
      <div className="min-w-0">
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPT}
          onChange={choose}
          aria-label="Profile photo"
          hidden
        />
        <Button
          variant="secondary"
          busy={upload.isPending}
          onClick={() => inputRef.current?.click()}
        >
          {!upload.isPending && <Camera aria-hidden className="size-4" />}
          {upload.isPending ? 'Uploading...' : src ? 'Change photo' : 'Upload photo'}
        </Button>
        <p className="mt-1.5 text-sm text-muted">
          Optional. PNG, JPEG, WebP or GIF, up to {formatMegabytes(AVATAR_MAX_BYTES)}.
        </p>
      </div>
    </div>
  );
}
