/**
 * The API's paths, one place for the server's routes and the screens' requests. The browser calls
 * them on its own origin; the host's server forwards `/api/*` to the API (port 3005).
 */
export const apiPaths = {
  orders: '/api/v1/orders',
  order: (orderNumber: string) => `/api/v1/orders/${encodeURIComponent(orderNumber)}`,
  orderDocuments: (orderNumber: string) => `/api/v1/orders/${encodeURIComponent(orderNumber)}/documents`,
  orderDocument: (orderNumber: string, documentId: string) => `/api/v1/orders/${encodeURIComponent(orderNumber)}/documents/${encodeURIComponent(documentId)}`,
  orderDocumentFile: (orderNumber: string, documentId: string) =>
    `/api/v1/orders/${encodeURIComponent(orderNumber)}/documents/${encodeURIComponent(documentId)}/file`,
  /** The draft delivered to the client (PDF, attachment), asking for a revision, cancelling (issue 25). */
  orderDraftFile: (orderNumber: string) => `/api/v1/orders/${encodeURIComponent(orderNumber)}/draft`,
  orderRevision: (orderNumber: string) => `/api/v1/orders/${encodeURIComponent(orderNumber)}/revision`,
  cancelOrder: (orderNumber: string) => `/api/v1/orders/${encodeURIComponent(orderNumber)}/cancel`,
  expertSlots: (expertSlug: string, date: string) => `/api/v1/experts/${encodeURIComponent(expertSlug)}/slots?date=${encodeURIComponent(date)}`,
  bookings: '/api/v1/bookings',
  booking: (id: string) => `/api/v1/bookings/${encodeURIComponent(id)}`,
  cancelBooking: (id: string) => `/api/v1/bookings/${encodeURIComponent(id)}/cancel`,
  bookingCalendar: (id: string) => `/api/v1/bookings/${encodeURIComponent(id)}/calendar.ics`,
  health: '/api/v1/health',
  /** The signed-in expert's console (issue 25). */
  console: '/api/v1/console',
  consoleOrder: (orderNumber: string) => `/api/v1/console/orders/${encodeURIComponent(orderNumber)}`,
  consoleOrderSteps: (orderNumber: string) => `/api/v1/console/orders/${encodeURIComponent(orderNumber)}/steps`,
  /** The expert's review of the client's documents: accept, refuse (with a reason), ask for one. */
  consoleDocumentAccept: (orderNumber: string, documentId: string) =>
    `/api/v1/console/orders/${encodeURIComponent(orderNumber)}/documents/${encodeURIComponent(documentId)}/accept`,
  consoleDocumentRefuse: (orderNumber: string, documentId: string) =>
    `/api/v1/console/orders/${encodeURIComponent(orderNumber)}/documents/${encodeURIComponent(documentId)}/refuse`,
  consoleDocumentRequests: (orderNumber: string) => `/api/v1/console/orders/${encodeURIComponent(orderNumber)}/document-requests`,
  /** An order's drafts in the console: a corrected PDF's upload, a version's file, delivering a version. */
  consoleDrafts: (orderNumber: string) => `/api/v1/console/orders/${encodeURIComponent(orderNumber)}/drafts`,
  consoleDraftFile: (orderNumber: string, version: number) => `/api/v1/console/orders/${encodeURIComponent(orderNumber)}/drafts/${version}/file`,
  consoleDraftDeliver: (orderNumber: string, version: number) => `/api/v1/console/orders/${encodeURIComponent(orderNumber)}/drafts/${version}/deliver`,
  /** An order's or a consultation's conversation (issue 25), by the order number or the booking reference. */
  conversation: (reference: string) => `/api/v1/conversations/${encodeURIComponent(reference)}`,
  conversationMessages: (reference: string) => `/api/v1/conversations/${encodeURIComponent(reference)}/messages`,
  conversationEvents: (reference: string) => `/api/v1/conversations/${encodeURIComponent(reference)}/events`,
  conversationRead: (reference: string) => `/api/v1/conversations/${encodeURIComponent(reference)}/read`,
  conversationUnread: (reference: string) => `/api/v1/conversations/${encodeURIComponent(reference)}/unread`,
  messageAttachment: (reference: string, messageId: number) => `/api/v1/conversations/${encodeURIComponent(reference)}/messages/${messageId}/attachment`,
  /** Private messages (issue 26): the list, opening a direct one, groups, the member lookup, blocks, the list's live events. */
  privateConversations: '/api/v1/private',
  privateDirect: '/api/v1/private/direct',
  privateGroups: '/api/v1/private/groups',
  privateGroupMembers: (reference: string) => `/api/v1/private/${encodeURIComponent(reference)}/members`,
  /** Leaving a group (DELETE): the group goes on for the others. */
  privateLeaveGroup: (reference: string) => `/api/v1/private/${encodeURIComponent(reference)}/members/me`,
  privateMembers: (name: string) => `/api/v1/private/members?name=${encodeURIComponent(name)}`,
  privateBlocks: '/api/v1/private/blocks',
  privateBlock: (memberId: string) => `/api/v1/private/blocks/${encodeURIComponent(memberId)}`,
  privateEvents: '/api/v1/private/events',
} as const;

/** Route patterns as Fastify declares them (the same paths as `apiPaths`). */
export const apiRoutes = {
  orders: '/api/v1/orders',
  order: '/api/v1/orders/:orderNumber',
  orderDocuments: '/api/v1/orders/:orderNumber/documents',
  orderDocument: '/api/v1/orders/:orderNumber/documents/:documentId',
  orderDocumentFile: '/api/v1/orders/:orderNumber/documents/:documentId/file',
  orderDraftFile: '/api/v1/orders/:orderNumber/draft',
  orderRevision: '/api/v1/orders/:orderNumber/revision',
  cancelOrder: '/api/v1/orders/:orderNumber/cancel',
  expertSlots: '/api/v1/experts/:expertSlug/slots',
  bookings: '/api/v1/bookings',
  booking: '/api/v1/bookings/:id',
  cancelBooking: '/api/v1/bookings/:id/cancel',
  bookingCalendar: '/api/v1/bookings/:id/calendar.ics',
  health: '/api/v1/health',
  console: '/api/v1/console',
  consoleOrder: '/api/v1/console/orders/:orderNumber',
  consoleOrderSteps: '/api/v1/console/orders/:orderNumber/steps',
  consoleDocumentAccept: '/api/v1/console/orders/:orderNumber/documents/:documentId/accept',
  consoleDocumentRefuse: '/api/v1/console/orders/:orderNumber/documents/:documentId/refuse',
  consoleDocumentRequests: '/api/v1/console/orders/:orderNumber/document-requests',
  consoleDrafts: '/api/v1/console/orders/:orderNumber/drafts',
  consoleDraftFile: '/api/v1/console/orders/:orderNumber/drafts/:version/file',
  consoleDraftDeliver: '/api/v1/console/orders/:orderNumber/drafts/:version/deliver',
  conversation: '/api/v1/conversations/:reference',
  conversationMessages: '/api/v1/conversations/:reference/messages',
  conversationEvents: '/api/v1/conversations/:reference/events',
  conversationRead: '/api/v1/conversations/:reference/read',
  conversationUnread: '/api/v1/conversations/:reference/unread',
  messageAttachment: '/api/v1/conversations/:reference/messages/:messageId/attachment',
  privateConversations: '/api/v1/private',
  privateDirect: '/api/v1/private/direct',
  privateGroups: '/api/v1/private/groups',
  privateGroupMembers: '/api/v1/private/:reference/members',
  privateLeaveGroup: '/api/v1/private/:reference/members/me',
  privateMembers: '/api/v1/private/members',
  privateBlocks: '/api/v1/private/blocks',
  privateBlock: '/api/v1/private/blocks/:memberId',
  privateEvents: '/api/v1/private/events',
} as const;

/** The API's port when `pnpm start` or `pnpm dev` runs it (NYAYA_PORT_BASE + 5). */
export const API_PORT_OFFSET = 5;
