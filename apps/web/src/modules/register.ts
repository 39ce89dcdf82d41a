// Imported once from the app entry: each module claims its record pages and global searches here.
import './contacts/register';
import './customers/register';
import './items/register';
import './locations/register';
import './purchasing/register';
import './suppliers/register';
