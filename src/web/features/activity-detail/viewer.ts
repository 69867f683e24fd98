/** Who is looking at the page: the session may still be loading. */
export type Viewer = 'pending' | 'signed-out' | 'signed-in';
