-- Reference rows every install needs for bids, jobs and equipment (editable afterwards).
INSERT INTO "job_status_types" ("name", "is_closed", "is_complete", "sort") VALUES
  ('Open', false, false, 1),
  ('In Progress', false, false, 2),
  ('On Hold', false, false, 3),
  ('Complete', true, true, 4),
  ('Cancelled', true, false, 5);--> statement-breakpoint
INSERT INTO "job_workflow_types" ("name") VALUES ('Service'), ('Install'), ('Project');--> statement-breakpoint
INSERT INTO "job_statuses" ("status_text", "status_type_id", "workflow_type_id", "sort")
SELECT s.status_text, t.id, NULL, s.sort
FROM (VALUES
  ('New', 'Open', 1),
  ('Scheduled', 'Open', 2),
  ('Dispatched', 'In Progress', 3),
  ('In Progress', 'In Progress', 4),
  ('Waiting on Parts', 'On Hold', 5),
  ('Completed', 'Complete', 6),
  ('Cancelled', 'Cancelled', 7)
) AS s(status_text, type_name, sort)
JOIN "job_status_types" t ON t.name = s.type_name;--> statement-breakpoint
INSERT INTO "job_urgencies" ("name", "color", "sort") VALUES
  ('Low', 'gray', 1),
  ('Normal', 'blue', 2),
  ('High', 'orange', 3),
  ('Emergency', 'red', 4);--> statement-breakpoint
INSERT INTO "job_types" ("type", "name", "description", "workflow_type_id")
SELECT v.type, v.name, v.description, w.id
FROM (VALUES
  ('SVC', 'Service Call', 'Repair or diagnostic visit', 'Service'),
  ('PM', 'Preventive Maintenance', 'Scheduled maintenance visit', 'Service'),
  ('INST', 'Installation', 'New equipment installation', 'Install'),
  ('PROJ', 'Project', 'Multi-visit construction project', 'Project')
) AS v(type, name, description, workflow)
JOIN "job_workflow_types" w ON w.name = v.workflow;--> statement-breakpoint
INSERT INTO "time_types" ("name", "is_billable", "cost_rate", "sort") VALUES
  ('Regular', true, 35.0000, 1),
  ('Overtime', true, 52.5000, 2),
  ('Travel', false, 35.0000, 3);--> statement-breakpoint
INSERT INTO "recommendation_types" ("type_name", "type_description") VALUES
  ('Repair', 'A part is failing and should be repaired or replaced'),
  ('Replace', 'The equipment is at the end of its life'),
  ('Upgrade', 'An improvement that saves energy or adds capacity'),
  ('Safety', 'A safety or code issue');--> statement-breakpoint
INSERT INTO "recommendation_statuses" ("name", "sort", "is_closed") VALUES
  ('Open', 1, false),
  ('Quoted', 2, false),
  ('Sold', 3, true),
  ('Declined', 4, true);
