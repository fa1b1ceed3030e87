import { linkParts } from '@nyaya/shared/rules/info/discussionPost';

/**
 * A member's words as plain text (never HTML: `<script>` stays visible characters), line breaks
 * kept; http(s) links become anchors marked `nofollow ugc noopener` (user content, no ranking
 * credit, no window.opener) that open in a new tab.
 */
export function PostText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={`break-words whitespace-pre-wrap ${className ?? ''}`}>
      {linkParts(text).map((part, index) =>
        part.href ? (
          <a key={index} href={part.href} rel="nofollow ugc noopener" target="_blank" className="break-all text-brand-700 underline">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
