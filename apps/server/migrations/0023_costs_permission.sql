-- Issue 15: costs, margins, profit reports and customer balances moved behind their own permission
-- (Costs, 1070). Every role that exists keeps seeing them: full for system roles, read for the others.
-- A role edited later can take it away (the demo Technician role never had it).
INSERT INTO "role_permissions" ("role_id", "permission_id", "access_level")
SELECT "id", 1070, CASE WHEN "is_system" THEN 2 ELSE 1 END FROM "roles"
ON CONFLICT ("role_id", "permission_id") DO NOTHING;
