-- Medications, allergies and conditions became multi-select lists (issue 10). Answers stored before
-- as one plain string become a one-element JSON array, so every row of the staff export reads alike.
-- CASE, unlike AND, is sure to skip json_type for text that is not JSON (it would raise an error).

UPDATE assessments SET current_medications = json_array(current_medications)
WHERE CASE WHEN json_valid(current_medications) THEN json_type(current_medications) <> 'array' ELSE 1 END;

UPDATE assessments SET known_allergies = json_array(known_allergies)
WHERE CASE WHEN json_valid(known_allergies) THEN json_type(known_allergies) <> 'array' ELSE 1 END;

UPDATE assessments SET existing_conditions = json_array(existing_conditions)
WHERE CASE WHEN json_valid(existing_conditions) THEN json_type(existing_conditions) <> 'array' ELSE 1 END;
