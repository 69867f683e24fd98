import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  COMMENT_RATE_LIMITED,
  COMMENT_REQUIRED,
  COMMENT_TOO_LONG,
} from '../../../../shared/comment-rules';
import {
  commentAnswer,
  commentPage,
  threadAnswer,
  type ThreadAnswer,
} from '../../../testing/comment-answer';
import { apiError, renderApp, routeKey, stubApi } from '../../../testing/render-app';
import { activityAnswer, signedIn, signedOut } from '../activity-detail.test-helpers';

const LIST = routeKey('GET /api/comments/activities/:activityId', '12');
const POST = routeKey('POST /api/comments/activities/:activityId', '12');

/** The activity page with `threads` as its discussion, opened from the menu. */
async function openDiscussion(
  threads: ThreadAnswer[],
  { viewer = signedIn, more = {} }: { viewer?: object; more?: object } = {},
) {
  let current = threads;
  const calls = stubApi({
    ...viewer,
    'GET /api/activities/12': { json: activityAnswer() },
    [LIST]: () => ({ json: commentPage(current) }),
    ...more,
  });
  const app = renderApp('/activities/12');
  await app.user.click(await screen.findByRole('button', { name: 'More actions' }));
  await app.user.click(await screen.findByRole('menuitem', { name: 'View discussions' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Discussions' }));
  return { ...app, calls, dialog, setThreads: (next: ThreadAnswer[]) => (current = next) };
}

describe('View discussions', { timeout: 15_000 }, () => {
  it('shows the threads newest first with names, letters, times and replies shown', async () => {
    const threads = [
      threadAnswer({ content: 'Newest question', author: { firstName: 'dana' }, minutesAgo: 3 }),
      threadAnswer({ content: 'Older one', minutesAgo: 60 * 26, likes: 2 }, [
        commentAnswer({ content: 'A reply\nover two lines', author: { firstName: 'Lee' } }),
      ]),
    ];
    const { dialog, user } = await openDiscussion(threads);
    const list = await dialog.findByRole('list', { name: 'Comments' });
    const items = within(list).getAllByRole('listitem');
    // The avatar letter, the first name, when, and the text.
    expect(items[0]).toHaveTextContent('Ddana3 minutes agoNewest question');
    expect(dialog.getByText('yesterday')).toBeInTheDocument();
    const reply = dialog.getByText(/A reply/);
    expect(reply.textContent).toBe('A reply\nover two lines');
    expect(reply).toHaveClass('whitespace-pre-wrap');

    // Replies are shown by default and can be hidden and shown again.
    const hide = dialog.getByRole('button', { name: 'Hide replies' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await user.click(hide);
    expect(dialog.queryByText(/A reply/)).not.toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Show 1 reply' }));
    expect(dialog.getByText(/A reply/)).toBeVisible();
  });

  it('renders HTML and script in a comment as the same plain text', async () => {
    const payload = '<img src=x onerror="alert(1)"><script>alert(2)</script><b>bold</b>';
    const { dialog } = await openDiscussion([threadAnswer({ content: payload })]);
    expect(await dialog.findByText(payload)).toBeInTheDocument();
    const list = dialog.getByRole('list', { name: 'Comments' });
    expect(list.querySelector('img, script, b')).toBeNull();
  });

  it('asks a signed-out visitor to sign in to write, and lets them read', async () => {
    const { dialog } = await openDiscussion([threadAnswer({ likes: 3 })], { viewer: signedOut });
    expect(await dialog.findByText('Is there parking nearby?')).toBeInTheDocument();
    expect(dialog.getByText('Sign in to join the discussion.')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth?redirectTo=%2Factivities%2F12',
    );
    expect(dialog.queryByRole('textbox')).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /^Like/ })).not.toBeInTheDocument();
    expect(dialog.getByText('3 likes')).toBeInTheDocument();
  });

  it('shows an empty discussion', async () => {
    const { dialog } = await openDiscussion([]);
    expect(await dialog.findByText('No comments yet')).toBeInTheDocument();
    expect(dialog.getByText('Be the first to start the discussion.')).toBeInTheDocument();
  });

  it('keeps Send disabled while the text is blank, then posts it', async () => {
    const { dialog, user, calls, setThreads } = await openDiscussion([], {
      more: {
        [POST]: () => {
          const posted = threadAnswer({ content: 'Line one\nLine two', mine: true });
          setThreads([posted]);
          return { status: 201, json: posted };
        },
      },
    });
    const box = await dialog.findByRole('textbox', { name: 'Add a comment' });
    const send = dialog.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(box, '   {Enter}  ');
    expect(send).toBeDisabled();
    await user.clear(box);
    await user.type(box, '  Line one{Enter}Line two ');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(await dialog.findByText(/Line one/)).toHaveTextContent('Line one Line two');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      content: 'Line one\nLine two',
    });
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('says why a comment was refused and keeps the text', async () => {
    const { dialog, user } = await openDiscussion([], {
      more: { [POST]: apiError(429, 'rate_limited', COMMENT_RATE_LIMITED) },
    });
    const box = await dialog.findByRole('textbox', { name: 'Add a comment' });
    await user.type(box, 'One more');
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(COMMENT_RATE_LIMITED);
    expect(box).toHaveValue('One more');
  });

  it('likes and unlikes a comment, with its count', async () => {
    const thread = threadAnswer({ likes: 1 });
    const LIKE = routeKey('PUT /api/comments/:id/like', thread.id);
    const UNLIKE = routeKey('DELETE /api/comments/:id/like', thread.id);
    const { dialog, user } = await openDiscussion([thread], {
      more: {
        [LIKE]: { json: { likes: 2, likedByMe: true } },
        [UNLIKE]: { json: { likes: 1, likedByMe: false } },
      },
    });
    const like = await dialog.findByRole('button', { name: 'Like, 1 like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    const liked = await dialog.findByRole('button', { name: 'Like, 2 likes' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    await user.click(liked);
    expect(await dialog.findByRole('button', { name: 'Like, 1 like' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('replies in a thread', async () => {
    const thread = threadAnswer({ content: 'Anyone been?' });
    const REPLY = routeKey('POST /api/comments/:id/replies', thread.id);
    const { dialog, user, calls, setThreads } = await openDiscussion([thread], {
      more: {
        [REPLY]: () => {
          const reply = commentAnswer({ parentId: thread.id, content: 'We loved it', mine: true });
          setThreads([{ ...thread, replies: [reply] }]);
          return { status: 201, json: reply };
        },
      },
    });
    await user.click(await dialog.findByRole('button', { name: 'Reply to Sam' }));
    const box = dialog.getByRole('textbox', { name: 'Your reply' });
    expect(box).toHaveFocus();
    await user.type(box, 'We loved it');
    const form = box.closest('form');
    if (!form) throw new Error('the reply box is not in a form');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    const replies = await dialog.findByRole('list', { name: 'Replies to Sam' });
    expect(within(replies).getByText('We loved it')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ content: 'We loved it' });
    expect(dialog.queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();
  });

  it("edits and deletes the parent's own comment, after a confirmation", async () => {
    const mine = threadAnswer({ content: 'Typo hre', mine: true, author: { firstName: 'Dana' } });
    const other = threadAnswer({ content: 'Not mine' });
    const EDIT = routeKey('PATCH /api/comments/:id', mine.id);
    const DELETE = routeKey('DELETE /api/comments/:id', mine.id);
    const { dialog, user, calls, setThreads } = await openDiscussion([mine, other], {
      more: {
        [EDIT]: { json: { ...mine, content: 'Typo here', editedAt: new Date().toISOString() } },
        [DELETE]: () => {
          setThreads([other]);
          return { status: 204, json: null };
        },
      },
    });
    await dialog.findByText('Typo hre');
    // Only one's own comments can be edited or deleted.
    expect(dialog.getAllByRole('button', { name: 'Edit' })).toHaveLength(1);

    await user.click(dialog.getByRole('button', { name: 'Edit' }));
    const box = dialog.getByRole('textbox', { name: 'Edit your comment' });
    expect(box).toHaveValue('Typo hre');
    await user.clear(box);
    expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(box, 'Typo here');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Typo here')).toBeInTheDocument();
    expect(dialog.getByText('(edited)')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ content: 'Typo here' });

    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    const confirm = within(
      await screen.findByRole('alertdialog', { name: 'Delete this comment?' }),
    );
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(dialog.queryByText('Typo here')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
    expect(dialog.getByText('Not mine')).toBeInTheDocument();
  });

  it('shows older threads a page at a time', async () => {
    const first = threadAnswer({ content: 'On the first page' });
    const older = threadAnswer({ content: 'On the second page', minutesAgo: 90 });
    const { dialog, user, calls } = await openDiscussion([], {
      more: {
        [LIST]: (_body: unknown, url: URL) => ({
          json:
            url.searchParams.get('cursor') === 'page-2'
              ? commentPage([older])
              : commentPage([first], 'page-2'),
        }),
      },
    });
    expect(await dialog.findByText('On the first page')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Show older comments' }));
    expect(await dialog.findByText('On the second page')).toBeInTheDocument();
    expect(dialog.getByText('On the first page')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Show older comments' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/comments/activities/12')).toHaveLength(2);
  });

  it('counts characters near the limit and will not send more than 2,000', async () => {
    const { dialog, user } = await openDiscussion([]);
    const box = await dialog.findByRole('textbox', { name: 'Add a comment' });
    await user.click(box);
    await user.paste('x'.repeat(2001));
    expect(dialog.getByText('2,001 / 2,000')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.keyboard('{Backspace}');
    expect(dialog.getByText('2,000 / 2,000')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('says what is wrong when Ctrl+Enter sends a blank or too long comment, and sends nothing', async () => {
    const { dialog, user, calls } = await openDiscussion([]);
    const box = await dialog.findByRole('textbox', { name: 'Add a comment' });
    await user.type(box, '  {Control>}{Enter}{/Control}');
    expect(box).toHaveAccessibleDescription(COMMENT_REQUIRED);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveFocus();

    await user.paste('x'.repeat(2001));
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(box).toHaveAccessibleDescription(`${COMMENT_TOO_LONG} 2,003 / 2,000`);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows a deleted comment with replies as 'Comment deleted'", async () => {
    const tomb = threadAnswer({ deleted: true, author: null, content: null }, [
      commentAnswer({ content: 'Still here' }),
    ]);
    const { dialog } = await openDiscussion([tomb]);
    expect(await dialog.findByText('Comment deleted')).toBeInTheDocument();
    expect(dialog.getByText('Still here')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /^Reply/ })).not.toBeInTheDocument();
  });
});
