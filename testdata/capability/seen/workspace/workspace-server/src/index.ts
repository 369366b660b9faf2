import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

server.registerTool("auth.clear", { description: 'Clears the authentication credentials, forcing a re-login on the next request.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("auth.refreshToken", { description: 'Manually triggers the token refresh process.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("docs.create", { description: 'Creates a new Google Doc.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("docs.insertText", { description: 'Inserts text at the beginning of a Google Doc.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("docs.find", { description: 'Finds Google Docs by searching for a query in their title.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("drive.findFolder", { description: 'Finds a folder by name in Google Drive.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("docs.move", { description: 'Moves a document to a specified folder.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("docs.getText", { description: 'Retrieves the text content of a Google Doc.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("docs.appendText", { description: 'Appends text to the end of a Google Doc.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("docs.replaceText", { description: 'Replaces all occurrences of a given text with new text in a Google Doc.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("docs.extractIdFromUrl", { description: 'Extracts the document ID from a Google Workspace URL.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("slides.getText", { description: 'Retrieves the text content of a Google Slides presentation.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("slides.find", { description: 'Finds Google Slides presentations by searching for a query.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("slides.getMetadata", { description: 'Gets metadata about a Google Slides presentation.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("sheets.getText", { description: 'Retrieves the content of a Google Sheets spreadsheet.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("sheets.getRange", { description: 'Gets values from a specific range in a Google Sheets spreadsheet.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("sheets.find", { description: 'Finds Google Sheets spreadsheets by searching for a query.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("sheets.getMetadata", { description: 'Gets metadata about a Google Sheets spreadsheet.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("drive.search", { description: 'Searches for files and folders in Google Drive.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("drive.downloadFile", { description: 'Downloads the content of a file from Google Drive to a local path.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("calendar.list", { description: 'Lists all of the user\'s calendars.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("calendar.createEvent", { description: 'Creates a new event in a calendar.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("calendar.listEvents", { description: 'Lists events from a calendar.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("calendar.getEvent", { description: 'Gets the details of a specific calendar event.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("calendar.findFreeTime", { description: 'Finds a free time slot for multiple people to meet.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("calendar.updateEvent", { description: 'Updates an existing event in a calendar.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("calendar.respondToEvent", { description: 'Responds to a meeting invitation (accept, decline, or tentative).', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("calendar.deleteEvent", { description: 'Deletes an event from a calendar.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("chat.listSpaces", { description: 'Lists the spaces the user is a member of.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("chat.findSpaceByName", { description: 'Finds a Google Chat space by its display name.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("chat.sendMessage", { description: 'Sends a message to a Google Chat space.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("chat.getMessages", { description: 'Gets messages from a Google Chat space.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("chat.sendDm", { description: 'Sends a direct message to a user.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("chat.findDmByEmail", { description: 'Finds a Google Chat DM space by a user\'s email address.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("chat.listThreads", { description: 'Lists threads from a Google Chat space in reverse chronological order.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool('chat.setUpSpace', { description: 'Sets up a new Google Chat space with a display name and a list of members.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("gmail.search", { description: 'Search for emails in Gmail using query parameters.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("gmail.get", { description: 'Get the full content of a specific email message.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("gmail.downloadAttachment", { description: 'Downloads an attachment from a Gmail message to a local file.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("gmail.modify", { description: `Modify a Gmail message.`, inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("gmail.send", { description: 'Send an email message.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("gmail.createDraft", { description: 'Create a draft email message.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("gmail.sendDraft", { description: 'Send a previously created draft email.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("gmail.listLabels", { description: 'List all Gmail labels in the user\'s mailbox.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("time.getCurrentDate", { description: 'Gets the current date.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("time.getCurrentTime", { description: 'Gets the current time.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("time.getTimeZone", { description: 'Gets the local timezone.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("people.getUserProfile", { description: 'Gets a user\'s profile information.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("people.getMe", { description: 'Gets the profile information of the authenticated user.', inputSchema: {} }, async () => ({ content: [] }));

server.registerTool("people.getUserRelations", { description: 'Gets a user\'s relations (e.g., manager, spouse, assistant, etc.).', inputSchema: {} }, async () => ({ content: [] }));
