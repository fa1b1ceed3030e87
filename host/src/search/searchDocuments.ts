import { lawyerSynonyms, practiceAreaSearchTerms, type SearchDocument } from '@nyaya/shared/search';
import type { Priority } from '@nyaya/shared/types';
import { getExperts } from '@nyaya/shared/data/experts';
import { getFeaturedServices, getMarketplaceCategories } from '@nyaya/shared/data/marketplace/catalog';
import { serviceOffers } from '@nyaya/shared/data/marketplace/purchase';
import { getResources, getActionItems } from '@nyaya/shared/data/life';
import { getDiscussions, getLocalEvents, getSpaces } from '@nyaya/shared/data/info';
import { expertSlug } from '@nyaya/shared/rules/experts';

/**
 * A piece of a result's second line: a data text (shown through translateText), a list of them,
 * or a count or priority the host's catalogue words. Pieces are shown joined by " · ".
 */
export type SubtitlePart = string | { list: string[] } | { participants: number } | { members: number } | { priority: Priority };

/** A search document with what its result shows under the title. */
export interface HostSearchDocument extends SearchDocument {
  subtitle?: SubtitlePart[];
}

/**
 * Everything the home search can find, built from the same sample data (and the same getters)
 * the areas show, with the screen each result opens. Popularity is put on one scale per kind.
 */
export async function loadSearchDocuments(): Promise<HostSearchDocument[]> {
  const [experts, featured, categories, resources, actions, discussions, events, spaces] = await Promise.all([
    getExperts(),
    getFeaturedServices(),
    getMarketplaceCategories(),
    getResources(),
    getActionItems(),
    getDiscussions(),
    getLocalEvents(),
    getSpaces(),
  ]);
  return [
    ...experts.map<HostSearchDocument>((expert) => ({
      id: `expert-${expert.id}`,
      kind: 'expert',
      title: expert.name,
      subtitle: [expert.organization, expert.location],
      href: `/lawyer-profile/${expertSlug(expert.name)}`,
      // Found by the problems of the areas they practise ("tenant deposit", "तलाक"), and an
      // advocate by "lawyer" or "वकील" (issue 24: "tenant deposit lawyer" found no one).
      keywords: [
        ...expert.specialties,
        expert.category,
        expert.organization,
        expert.location,
        ...expert.languages,
        ...practiceAreaSearchTerms(expert.practiceAreas),
        ...(expert.category === 'legal' ? lawyerSynonyms : []),
      ],
      popularity: Number.parseFloat(expert.rating) || 0,
    })),
    ...featured.map<HostSearchDocument>((service) => ({
      id: `featured-${service.id}`,
      kind: 'service',
      title: service.title,
      subtitle: [service.priceText, service.timeframe],
      href: `/service-providers/${service.id}`,
      keywords: ['legal service'],
      description: service.description,
      popularity: service.popular ? 10 : 9,
    })),
    ...categories.map<HostSearchDocument>((category) => ({
      id: `category-${category.id}`,
      kind: 'service',
      title: category.title,
      subtitle: [{ list: category.services }],
      href: `/providers/${category.id}`,
      keywords: category.services,
      description: category.description,
      popularity: 8,
    })),
    ...serviceOffers.map<HostSearchDocument>((offer) => ({
      id: `offer-${offer.id}`,
      kind: 'service',
      title: offer.title,
      subtitle: [offer.providerName, offer.timeframe],
      href: `/service-details/${offer.id}`,
      keywords: [offer.providerName, offer.category, ...offer.badges],
      description: offer.description,
      popularity: offer.rating,
    })),
    ...resources.map<HostSearchDocument>((resource) => ({
      id: `resource-${resource.id}`,
      kind: 'resource',
      title: resource.title,
      subtitle: [resource.type, resource.category],
      href: `/resource?highlight=${encodeURIComponent(resource.id)}`,
      keywords: [resource.category, resource.type],
      popularity: resource.downloads,
    })),
    ...discussions.map<HostSearchDocument>((discussion) => ({
      id: `discussion-${discussion.id}`,
      kind: 'discussion',
      title: discussion.title,
      subtitle: [discussion.category, { participants: discussion.participants }],
      href: '/public',
      keywords: [discussion.category],
      popularity: discussion.participants,
    })),
    ...spaces.map<HostSearchDocument>((space) => ({
      id: `space-${space.id}`,
      kind: 'space',
      title: space.name,
      subtitle: [space.type, { members: space.members }],
      href: '/spaces',
      keywords: [space.type],
      description: space.description,
      popularity: space.members,
    })),
    ...events.map<HostSearchDocument>((event) => ({
      id: `event-${event.id}`,
      kind: 'event',
      title: event.title,
      subtitle: [event.location, event.time],
      href: '/local',
      keywords: [event.category, event.location],
      popularity: event.attendees,
    })),
    ...actions.map<HostSearchDocument>((action) => ({
      id: `action-${action.id}`,
      kind: 'action',
      title: action.title,
      subtitle: [{ priority: action.priority }, action.category],
      href: '/act',
      keywords: [action.category, action.priority],
      description: action.description,
      popularity: action.priority === 'High' ? 3 : action.priority === 'Medium' ? 2 : 1,
    })),
  ];
}
