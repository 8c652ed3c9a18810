-- A callback asked from the dock's chat carries the conversation (issue 24, decision 056); the built-in
-- CRM keeps it with the lead, as vtiger keeps it in the description.
ALTER TABLE "crm_leads" ADD COLUMN "transcript" text;
