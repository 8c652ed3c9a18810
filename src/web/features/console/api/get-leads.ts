import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '#domain/console/calls';
import type { Lead, LeadDetail, LeadQuery } from '#domain/console/leads';
import { consoleCall } from './console-call';

// GET /api/console/leads?page&size&status&kind&assignee&crm&q&sort: one page of the leads inbox.
// GET /api/console/leads/:id: one lead with its notes, CRM delivery and quote.

export const LEADS_KEY = ['console', 'leads'] as const;

export const useLeads = (query: LeadQuery) =>
  useQuery({
    queryKey: [...LEADS_KEY, 'inbox', query],
    queryFn: ({ signal }) => consoleCall<Page<Lead>>({ path: '/leads', query, signal }),
    // The page shown stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export const leadKey = (id: number) => [...LEADS_KEY, 'one', id] as const;

export const useLead = (id: number) =>
  useQuery({
    queryKey: leadKey(id),
    queryFn: ({ signal }) => consoleCall<LeadDetail>({ path: `/leads/${id}`, signal }),
  });
