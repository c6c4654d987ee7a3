// A message next to a form, in the same markup as the server's (`p.notice`): shown in the
// form's status region (role="status", so it is read out).

export interface NoticeData {
  tone: 'success' | 'error' | 'progress';
  title?: string;
  description: string;
}

export function Notice({ notice }: { notice: NoticeData }) {
  return (
    <p className={`notice notice-${notice.tone}`}>
      {notice.title ? (
        <>
          <strong>{notice.title}</strong>{' '}
        </>
      ) : null}
      {notice.description}
    </p>
  );
}

/** The outcome of a failed or refused submission as a notice, with a fallback text. */
export function errorNotice(title: string, description: string, fallback: { title: string; description: string }): NoticeData {
  return title || description ? { tone: 'error', title, description } : { tone: 'error', ...fallback };
}
