import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { useCreateComment } from '../../api/comments/create-comment';
import { useDiscussion } from '../../api/comments/get-discussion';
import type { DiscussionSubject } from '../../api/comments/keys';
import { Button, buttonClasses } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { QueryError } from '../ui/query-error';
import { LoadingPanel } from '../ui/loading-panel';
import { CommentComposer } from './comment-composer';
import { CommentThread } from './comment-thread';

export type DiscussionViewer = 'pending' | 'signed-out' | 'signed-in';

/**
 * The comments about one subject (an activity or a shared list): a box to start a thread, or an invitation
 * to sign in, then the threads, newest first, a page at a time.
 */
export function Discussion({
  subject,
  viewer,
  signInPath,
}: {
  subject: DiscussionSubject;
  viewer: DiscussionViewer;
  /** Where 'Sign in' leads, so the parent comes back here. */
  signInPath: string;
}) {
  const threads = useDiscussion(subject);
  const create = useCreateComment(subject);
  const signedIn = viewer === 'signed-in';

  return (
    <div className="space-y-4">
      {signedIn && (
        <CommentComposer
          label="Add a comment"
          placeholder="Ask a question or share a tip..."
          onSubmit={(content) => create.mutateAsync(content)}
        />
      )}
      {viewer === 'signed-out' && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-primary-tint p-4">
          <p className="text-[15px] text-ink">Sign in to join the discussion.</p>
          <Link to={signInPath} className={buttonClasses({ variant: 'primary' })}>
            Sign in
          </Link>
        </div>
      )}

      {threads.isPending ? (
        <LoadingPanel label="Loading comments" className="py-8" />
      ) : threads.isError ? (
        <QueryError query={threads} size="inline" title="We couldn't load the discussion" />
      ) : threads.data.pages[0]?.items.length === 0 ? (
        <EmptyState icon={MessagesSquare} title="No comments yet" heading="p">
          {signedIn ? 'Be the first to start the discussion.' : 'No one has commented yet.'}
        </EmptyState>
      ) : (
        <>
          <ul aria-label="Comments" className="divide-y divide-line">
            {threads.data.pages.flatMap((page) =>
              page.items.map((thread) => (
                <CommentThread
                  key={thread.id}
                  thread={thread}
                  subject={subject}
                  signedIn={signedIn}
                />
              )),
            )}
          </ul>
          {threads.hasNextPage && (
            <Button
              variant="secondary"
              className="w-full"
              busy={threads.isFetchingNextPage}
              onClick={() => void threads.fetchNextPage()}
            >
              Show older comments
            </Button>
          )}
        </>
      )}
    </div>
  );
}
