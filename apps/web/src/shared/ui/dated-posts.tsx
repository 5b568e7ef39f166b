import { Text, Timeline } from '@mantine/core';
import { formatDateTime } from '../format/date-time';

interface DatedPost {
  id: string;
  title: string;
  body: string;
  /** When it was posted (ISO 8601). */
  at: string;
}

/** Posts (an issuer's updates) as a timeline in the order given, each with its date and its text as written. */
export function DatedPosts({ posts }: { posts: readonly DatedPost[] }) {
  return (
    <Timeline bulletSize={12} lineWidth={2}>
      {posts.map((post) => (
        <Timeline.Item key={post.id} title={post.title}>
          <Text size="xs" c="dimmed">
            <time dateTime={post.at}>{formatDateTime(post.at)}</time>
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {post.body}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
