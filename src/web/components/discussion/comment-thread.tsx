import { useId, useState } from 'react';
import type { CommentThread as Thread } from '../../../shared/schemas/comment';
import type { DiscussionSubject } from '../../api/comments/keys';
import { useReplyToComment } from '../../api/comments/reply-to-comment';
import { CommentComposer } from './comment-composer';
import { CommentItem } from './comment-item';

/** A top-level comment, its replies (shown by default, with a show/hide toggle) and a reply box. */
export function CommentThread({
  thread,
  subject,
  signedIn,
}: {
  thread: Thread;
  subject: DiscussionSubject;
  signedIn: boolean;
}) {
  const repliesId = useId();
  const [showReplies, setShowReplies] = useState(true);
  const [replying, setReplying] = useState(false);
  const reply = useReplyToComment(subject);
  const count = thread.replies.length;
  const canReply = signedIn && !thread.deleted;

  return (
    <li className="py-4">
      <CommentItem
        comment={thread}
        subject={subject}
        signedIn={signedIn}
        hasReplies={count > 0}
        onReply={
          canReply
            ? () => {
                setReplying(true);
                setShowReplies(true);
              }
            : undefined
        }
      />
      {count > 0 && (
        <button
          type="button"
          className="mt-1 ml-12 min-h-9 rounded-lg px-1 text-sm font-semibold text-primary hover:underline"
          aria-expanded={showReplies}
          aria-controls={repliesId}
          onClick={() => setShowReplies((shown) => !shown)}
        >
          {showReplies ? 'Hide replies' : `Show ${count === 1 ? '1 reply' : `${count} replies`}`}
        </button>
      )}
      <div id={repliesId} hidden={!showReplies} className="mt-2 ml-5 border-l-2 border-line pl-4">
        {count > 0 && (
          <ul aria-label={`Replies to ${thread.author?.firstName ?? 'a deleted comment'}`}>
            {thread.replies.map((r) => (
              <li key={r.id} className="py-2">
                <CommentItem comment={r} subject={subject} signedIn={signedIn} />
              </li>
            ))}
          </ul>
        )}
        {replying && canReply && (
          <div className="py-2">
            <CommentComposer
              label="Your reply"
              placeholder="Write a reply..."
              focusOnOpen
              onCancel={() => setReplying(false)}
              onSubmit={async (content) => {
                await reply.mutateAsync({ commentId: thread.id, content });
                setReplying(false);
              }}
            />
          </div>
        )}
      </div>
    </li>
  );
}
