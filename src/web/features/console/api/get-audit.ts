import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuditEntry, auditQuerySchema, Page } from '#domain/console/calls';
import { consoleCall } from './console-call';

// GET /api/console/audit?page&size&staff_id&action (admins): the audit log, newest first.

export const useAuditLog = (query: z.output<typeof auditQuerySchema>) =>
  useQuery({
    queryKey: ['console', 'audit', query],
    queryFn: ({ signal }) => consoleCall<Page<AuditEntry>>({ path: '/audit', query, signal }),
    placeholderData: keepPreviousData,
  });
