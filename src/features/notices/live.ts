// Live notifications: the socket's `notification` event (sent to the user's room, or to everyone) makes
// the open notification pages read their list again, so a new one appears without a reload.
import { useEffect } from 'react';
import { useInvalidateCalls } from '../../api/query';
import { realtime } from '../../api/realtime';
import { NOTICE_EVENT, noticeCalls } from '../../contract/notices';

export function useLiveNotices(): void {
  const invalidate = useInvalidateCalls();
  useEffect(() => {
    void realtime.connect().catch(() => undefined);
    const offEvent = realtime.on(NOTICE_EVENT, () => invalidate(noticeCalls.noticeList));
    // After a reconnect, what arrived meanwhile.
    const offConnect = realtime.on('connect', () => invalidate(noticeCalls.noticeList));
    return () => {
      offEvent();
      offConnect();
    };
  }, [invalidate]);
}
