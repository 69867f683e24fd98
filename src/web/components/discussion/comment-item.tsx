import { Heart } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { COMMENT_DELETED } from '../../../shared/comment-rules';
import { formatRelativeTime } from '../../../shared/relative-time';
import type { Comment } from '../../../shared/schemas/comment';
import { useDeleteComment } from '../../api/comments/delete-comment';
import { useEditComment } from '../../api/comments/edit-comment';
import type { DiscussionSubject } from '../../api/comments/keys';
import { useLikeComment } from '../../api/comments/like-comment';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { notify } from '../../lib/notify';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { CommentComposer } from './comment-composer';

const actionClasses =
  'inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-muted ' +
  'hover:bg-stone-900/5 hover:text-ink disabled:cursor-not-allowed disabled:opacity-60';

/**
 * One comment: avatar letter, first name, when, the text as plain text (newlines kept), and
 * what the viewer may do: like, reply (threads only), edit and delete their own.
 */
export function CommentItem({
  comment,
  subject,
  signedIn,
  hasReplies = false,
  onReply,
}: {
  comment: Comment;
  subject: DiscussionSubject;
  signedIn: boolean;
  hasReplies?: boolean;
  /** Offered on a thread's comment, not on replies. */
  onReply?: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const edit = useEditComment(subject);
  const remove = useDeleteComment(subject);
  const like = useLikeComment(subject);

  if (comment.deleted || !comment.author) {
    return (
      <div className="flex gap-3">
        <Avatar letter="" />
        <p className="pt-2 text-[15px] text-muted italic">{COMMENT_DELETED}</p>
      </div>
    );
  }
  const name = comment.author.firstName;

  const toggleLike = () =>
    like.mutate(
      { commentId: comment.id, liked: !comment.likedByMe },
      { onError: (err) => notify.error('Could not update your like', errorMessage(err)) },
    );

  return (
    <div className="flex gap-3">
      <Avatar letter={name.charAt(0).toUpperCase()} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-bold text-ink">{name}</span>
          <time dateTime={comment.createdAt} title={new Date(comment.createdAt).toLocaleString()}>
            <span className="text-muted">{formatRelativeTime(comment.createdAt)}</span>
          </time>
          {comment.editedAt && <span className="text-muted">(edited)</span>}
        </p>
        {editing ? (
          <div className="mt-2">
            <CommentComposer
              label="Edit your comment"
              submitLabel="Save"
              initialText={comment.content ?? ''}
              focusOnOpen
              onCancel={() => setEditing(false)}
              onSubmit={async (content) => {
                await edit.mutateAsync({ commentId: comment.id, content });
                setEditing(false);
              }}
            />
          </div>
        ) : (
          <p className="mt-0.5 text-[15px] leading-relaxed break-words whitespace-pre-wrap text-ink">
            {comment.content}
          </p>
        )}
        <div className="mt-1 -ml-2 flex flex-wrap items-center gap-1">
          {signedIn ? (
            <button
              type="button"
              className={cn(actionClasses, comment.likedByMe && 'text-primary')}
              aria-pressed={comment.likedByMe}
              aria-label={`Like, ${likesText(comment.likes)}`}
              disabled={like.isPending}
              onClick={toggleLike}
            >
              <Heart aria-hidden className={cn('size-4', comment.likedByMe && 'fill-current')} />
              <span aria-hidden>{comment.likes}</span>
            </button>
          ) : (
            <span className={cn(actionClasses, 'hover:bg-transparent hover:text-muted')}>
              <Heart aria-hidden className="size-4" />
              <span className="sr-only">{likesText(comment.likes)}</span>
              <span aria-hidden>{comment.likes}</span>
            </span>
          )}
          {signedIn && onReply && (
            <ActionButton onClick={onReply} label={`Reply to ${name}`}>
              Reply
            </ActionButton>
          )}
          {comment.mine && !editing && (
            <>
              <ActionButton onClick={() => setEditing(true)}>Edit</ActionButton>
              <ActionButton onClick={() => setConfirming(true)}>Delete</ActionButton>
            </>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this comment?"
        description={
          hasReplies
            ? `Its replies stay, under '${COMMENT_DELETED}'. This cannot be undone.`
            : 'This cannot be undone.'
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutateAsync(comment.id).then(
            () => setConfirming(false),
            (err: unknown) => {
              setConfirming(false);
              notify.error('Could not delete the comment', errorMessage(err));
            },
          )
        }
      />
    </div>
  );
}

const likesText = (n: number) => (n === 1 ? '1 like' : `${n} likes`);

function ActionButton({
  onClick,
  label,
  children,
}: {
  onClick: () => void;
  label?: string;
  children: ReactNode;
}) {
  return (
    <button type="button" className={actionClasses} aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}

/** The author's first letter in a circle; blank for a deleted comment. */
function Avatar({ letter }: { letter: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-extrabold',
        letter ? 'bg-primary-tint text-primary-hover' : 'bg-stone-100',
      )}
    >
      {letter}
    </span>
  );
}
