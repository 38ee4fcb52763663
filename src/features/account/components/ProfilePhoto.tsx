/**
 * The profile picture: the initials on the pink circle until one is uploaded (docs/product/storefront.md#top-navigation).
 * A chosen file is checked here first — an image (no SVG), at most 5 MB, the server's own limits
 * — and previewed before it is sent; the server re-encodes it to WebP (docs/architecture.md#uploaded-images).
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { toast } from '../../../lib/toasts';
import { Avatar } from '../../../components/Avatar';
import { FormAlert, SubmitButton } from '../../../components/form/form-field';
import { apiErrorMessage } from '../../../lib/api-error';
import { imageFileProblem, UPLOADABLE_IMAGE_TYPES } from '../../../lib/image-files';
import { useAppQueryClient } from '../../../lib/server-state';
import { uploadProfileImage } from '../api/upload-profile-image';
import { useAccountSession } from '../account-session';
import { CameraIcon } from './account-icons';

export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Why a file cannot be a profile picture, or null when it can. */
export function profileImageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  return imageFileProblem(file, PROFILE_IMAGE_MAX_BYTES);
}

export function ProfilePhoto() {
  const { user, updateUser } = useAccountSession();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  /** Why the chosen file was refused here, before any upload. */
  const [problem, setProblem] = useState<string | null>(null);
  // A write, so a mutation (decision 0040): its pending state is the button's, its error the refusal shown.
  const uploading = useMutation(
    {
      mutationFn: (chosen: File) => uploadProfileImage(chosen),
      onSuccess: (account) => {
        updateUser({ profileImage: account.profileImage });
        setFile(null);
        toast.success('Your profile picture has been updated', { duration: 3000 });
      },
    },
    useAppQueryClient(),
  );
  const busy = uploading.isPending;
  const error = problem ?? (uploading.error ? apiErrorMessage(uploading.error, 'Failed to upload profile picture') : null);

  // One object URL per chosen file, released when it is replaced or the page closes.
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = ''; // choosing the same file again still fires change
    if (!chosen) return;
    const refused = profileImageProblem(chosen);
    setProblem(refused);
    uploading.reset();
    setFile(refused ? null : chosen);
  };

  const upload = () => {
    if (!file || busy) return;
    uploading.mutate(file);
  };

  return (
    <div className="flex items-center gap-5 sm:gap-6">
      <div className="relative h-20 w-20 shrink-0 sm:h-24 sm:w-24">
        {preview ? (
          <img src={preview} alt="Preview of your new profile picture" className="h-full w-full rounded-full object-cover ring-4 ring-sage-100" />
        ) : (
          <Avatar
            firstName={user?.firstName ?? ''}
            lastName={user?.lastName ?? ''}
            image={user?.profileImage}
            size={96}
            className="!h-full !w-full ring-4 ring-cream-200"
          />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={UPLOADABLE_IMAGE_TYPES.join(',')}
          onChange={choose}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
        />
        {file ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              upload();
            }}
            className="flex flex-wrap items-center gap-3"
          >
            <SubmitButton busy={busy} busyLabel="Uploading your picture">
              Save photo
            </SubmitButton>
            <button type="button" onClick={() => setFile(null)} disabled={busy} className="btn-ghost">
              Cancel
            </button>
          </form>
        ) : (
          <button type="button" onClick={() => inputRef.current?.click()} className="btn-secondary">
            <CameraIcon size={18} />
            {user?.profileImage ? 'Change photo' : 'Upload a photo'}
          </button>
        )}
        <p className="mt-3 text-[12.5px] text-ink-muted">JPEG, PNG, WebP, AVIF or GIF, up to 5 MB.</p>
        <div className={error ? 'mt-3' : ''}>
          <FormAlert message={error} />
        </div>
      </div>
    </div>
  );
}
